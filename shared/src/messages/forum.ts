// Texts of the forum area.
export const forum = {} as const;
