// Texts of the account remote: /account, /account/edit (SPEC §2, §5, §8).
export const account = {} as const;
