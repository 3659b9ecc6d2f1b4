// Texts of logging in, registering ('Welkom!') and logging out (SPEC §2, §4, §8), used by the shell.
export const auth = {} as const;
