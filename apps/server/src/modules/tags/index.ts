/** Public surface of the tags feature: the tag list and a category's tags. */
export { tagRoutes } from './tags.routes';
