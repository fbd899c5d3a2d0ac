// The entry point. It starts the app in two tasks after its own, which only schedules them:
// the task that runs this script is also the one in which the browser finishes parsing the
// page, and when the scripts arrive after the HTML (they usually do) it then styles and lays
// out the static shell, its fonts' lookups included, in that same task (80-100 ms at 4x
// CPU). Evaluating React's DOM renderer there as well made it a 200 ms task in half of the
// loads of /login (scripts/trace-long-tasks.mjs). So the renderer is evaluated in the next
// task, and the app (boot.tsx, and the libraries only it uses) in the task after: in one
// piece they were a 70-130 ms task (scripts/measure-long-tasks.mjs). `eager` keeps both in
// the chunks this page has already loaded: no request, only a later evaluation.
import '@fontsource/noto-sans-thai/400.css';
import '@fontsource/noto-sans-thai/700.css';
import '@fontsource/noto-sans-lao/400.css';
import '@fontsource/noto-sans-lao/700.css';
import '../ui/global.css';

setTimeout(() => {
  void import(/* webpackMode: "eager" */ 'react-dom/client').then(() => {
    setTimeout(() => {
      void import(/* webpackMode: "eager" */ './boot');
    }, 0);
  });
}, 0);
