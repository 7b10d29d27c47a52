/**
 * The unique keys behind case-insensitive usernames and emails: "Natasha" and "natasha" (and
 * "Иван" and "иван") are one account name. Stored beside the names as typed, which is what users
 * see. NFC, as registration stores names, so a decomposed "й" typed at sign-in finds its account.
 */
export const usernameKey = (username: string): string => username.trim().normalize('NFC').toLowerCase();
export const emailKey = (email: string): string => email.trim().toLowerCase();
