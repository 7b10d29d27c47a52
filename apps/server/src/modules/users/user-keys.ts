/**
 * The unique keys behind case-insensitive usernames and emails: "Natasha" and "natasha" are one
 * account name. Stored beside the names as typed, which is what users see.
 */
export const usernameKey = (username: string): string => username.trim().toLowerCase();
export const emailKey = (email: string): string => email.trim().toLowerCase();
