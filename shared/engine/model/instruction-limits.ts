/** How long a described modification may be: the studio's field, the server's input and the reader agree. Alone here so the browser does not load the reader for it. */
export const INSTRUCTION_MAX = 300;
