/** The two hosted widgets render alike: a global with `render(element, options)` once its script has loaded. */
interface WidgetApi {
  render(element: HTMLElement, options: { sitekey: string; callback: (token: string) => void; 'expired-callback'?: () => void }): unknown;
}

const scripts = {
  recaptcha: { src: 'https://www.google.com/recaptcha/api.js?render=explicit', global: 'grecaptcha' },
  turnstile: { src: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit', global: 'turnstile' },
} as const;

const loading = new Map<string, Promise<WidgetApi>>();

/** Loads the provider's script once (the server's CSP allows exactly it when that check is on) and waits for its global. */
export function loadHostedWidget(kind: 'recaptcha' | 'turnstile'): Promise<WidgetApi> {
  const existing = loading.get(kind);
  if (existing) return existing;
  const { src, global } = scripts[kind];
  const ready = new Promise<WidgetApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onerror = () => reject(new Error(`${kind} could not be loaded`));
    script.onload = () => {
      const poll = () => {
        const api = (window as unknown as Record<string, WidgetApi | undefined>)[global];
        if (api && typeof api.render === 'function') resolve(api);
        else window.setTimeout(poll, 50);
      };
      poll();
    };
    document.head.append(script);
  });
  loading.set(kind, ready);
  return ready;
}
