import { Link } from 'react-router';

/** A page-sized message when there is no proposal to review (no journey, not signed in, not found). */
export function ReviewNotice({
  title,
  text,
  to,
  linkText,
}: {
  title: string;
  text: string;
  to: string;
  linkText: string;
}) {
  return (
    <section aria-labelledby="review-notice" className="mx-auto max-w-xl px-4 py-14 text-center">
      <h1 id="review-notice" className="text-2xl font-bold text-slate-900">
        {title}
      </h1>
      <p className="mt-3 text-slate-600">{text}</p>
      <Link
        to={to}
        className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {linkText}
      </Link>
    </section>
  );
}
