/** The documents' header copy of a logo fits in this box (px). */
export const HEADER_BOX = { width: 480, height: 160 } as const;
