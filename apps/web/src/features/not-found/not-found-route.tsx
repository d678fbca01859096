import { PageNotFound } from '../../shared/ui/page-not-found.tsx';

export default function NotFoundRoute() {
  return <PageNotFound />;
}
