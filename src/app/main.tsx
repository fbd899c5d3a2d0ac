// The entry point. It starts in two tasks: this script evaluates React's DOM renderer (the
// bare import below exists for that, and must stay), and the next task evaluates the app
// (boot.tsx) and the libraries only it uses. Evaluated in
// one piece they were a 70-130 ms task at 4x CPU, the longest of the start
// (scripts/measure-long-tasks.mjs); split, each is 50-85 ms. `eager` keeps boot.tsx in
// this chunk: no request, only a later evaluation.
import '@fontsource/noto-sans-thai/400.css';
import '@fontsource/noto-sans-thai/700.css';
import '@fontsource/noto-sans-lao/400.css';
import '@fontsource/noto-sans-lao/700.css';
import '../ui/global.css';
import 'react-dom/client';

setTimeout(() => {
  void import(/* webpackMode: "eager" */ './boot');
}, 0);
