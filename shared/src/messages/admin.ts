// Texts of the admin remote: /users (SPEC §2, §4, §5, §8).
export const admin = {} as const;
