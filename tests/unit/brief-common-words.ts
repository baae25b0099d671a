/** How much of zxcvbn-ts's French frequency lists the brief reader's typo guard covers (script and test share it). */
export const COMMON_WORDS_CHECKED = { common: 30000, wikipedia: 30000 } as const;
