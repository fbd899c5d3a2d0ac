/**
 * The member screens and the home screen as one import, for the early start of /user/home
 * (src/app/early-start.ts). Imported from the entry on its own, the home screen's chunk group
 * could not count on the member screens' chunk and carried a second copy of every module
 * both use (the wallet query, the API modules of the widgets, Modal's neighbours); imported
 * with them, the bundler puts each such module in one chunk that both load.
 */
export { default as HomePage } from './home-page';
export { default as MemberRoutes } from './member-routes';
