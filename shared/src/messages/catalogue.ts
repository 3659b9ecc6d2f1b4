// Texts of the catalogue area.
export const catalogue = {} as const;
