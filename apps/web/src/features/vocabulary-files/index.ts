/** Vocabulary files (issue 16): the public interface; other features import only from here. */
export * from './export';
export * from './import';
