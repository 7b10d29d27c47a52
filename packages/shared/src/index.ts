export * from './constants';
export * from './messages';
export * from './schemas/auth';
export * from './schemas/learning-session';
export * from './schemas/progress';
export * from './schemas/vocabulary';
export * from './rules/category-words';
export * from './rules/score-rating';
