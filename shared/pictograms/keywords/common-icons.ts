/** Pictograms several keyword files name. */
export const banknotes = 'minia:billets-fcfa';
export const coins = 'minia:pieces-fcfa';
export const phone = 'fluent:mobile-phone';
export const ball = 'fluent:soccer-ball';
export const trophy = 'fluent:trophy';
export const game = 'fluent:video-game';
