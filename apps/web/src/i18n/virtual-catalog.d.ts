declare module 'virtual:catalog/loaders' {
  import type { LazyNamespace } from '@madang/i18n/namespaces';
  type Loader = () => Promise<{ default: Record<string, unknown> }>;
  const loaders: Record<'ko' | 'en', Record<'core' | LazyNamespace, Loader>>;
  export default loaders;
}

declare module 'virtual:catalog/*' {
  const slice: Record<string, unknown>;
  export default slice;
}
