/**
 * Vocabulary files (issues 16, 31): importing and exporting vocabulary, the learner's and the
 * admin's. The public interface; other features import only from here.
 */
export * from './export';
export * from './import';
