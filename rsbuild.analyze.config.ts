import base from '/work/main/rsbuild.config';
import { mergeRsbuildConfig } from '@rsbuild/core';
export default mergeRsbuildConfig(base, { output: { sourceMap: { js: 'source-map' }, distPath: { root: 'dist-analyze' } }, environments: { thai: { output: { distPath: { root: 'dist-analyze/thai' } } } } });
