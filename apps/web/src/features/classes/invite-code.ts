import { invitePath } from '@slovo/shared';

/** "abcd efgh jkmn pqrs": the code in groups of four, easier to read out and type. */
export const groupedCode = (code: string): string => code.match(/.{1,4}/g)?.join(' ') ?? code;

/** The link a teacher shares: this app's join page for the code. */
export const joinLink = (code: string, origin: string = window.location.origin): string => `${origin}${invitePath(code)}`;
