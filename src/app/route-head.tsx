import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useBrand } from '../domain/brand';

/** Public pages with a title and description of their own, in the player's language. */
const PAGE_HEAD: Record<string, { title: string; description: string }> = {
  '/login': { title: 'seo.login.title', description: 'seo.login.description' },
  '/register': { title: 'seo.register.title', description: 'seo.register.description' },
};

/** Member routes (docs/product.md#routes-and-guards) are kept out of search engines. */
export function isMemberRoute(path: string): boolean {
  return path === '/user' || path.startsWith('/user/');
}

function setMeta(name: string, content: string | null): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === null) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}

/**
 * The document's title, description and robots meta for the current route and language
 * (README, search engines). The static index.html carries the brand's default title and
 * description; the CDN also sends `X-Robots-Tag: noindex` for member routes.
 */
export function RouteHead() {
  const [location] = useLocation();
  const intl = useIntl();
  const { appName } = useBrand();
  useEffect(() => {
    const page = PAGE_HEAD[location];
    document.title = page ? intl.formatMessage({ id: page.title }, { appName }) : appName;
    if (page) setMeta('description', intl.formatMessage({ id: page.description }, { appName }));
    setMeta('robots', isMemberRoute(location) ? 'noindex' : null);
  }, [location, intl, appName]);
  return null;
}
