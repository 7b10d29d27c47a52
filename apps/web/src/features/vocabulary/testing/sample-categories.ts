/** Test-only: the sample categories with their words, as preview mode plays them. */
export { SAMPLE_CATEGORIES } from '../sample-data';
