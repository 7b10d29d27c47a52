/** The classes' pages (app/pages.ts registers them under the same paths). */
export const CLASSES_PATH = '/classes';
export const classPath = (classId: number): string => `${CLASSES_PATH}/${classId}`;
