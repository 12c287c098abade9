declare module 'virtual:catalog/*' {
  const slice: Record<string, unknown>;
  export default slice;
}
