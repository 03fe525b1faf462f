/** The catalogue's sections beyond the first download (vite-catalogue-split.ts); empty outside a build. */
declare module 'virtual:masal-catalogue-rest' {
  const rest: Record<string, object>;
  export default rest;
}
