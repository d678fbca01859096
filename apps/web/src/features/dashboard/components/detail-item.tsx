/** One label and value of a card's description list (a policy's or a complaint's details). */
export function DetailItem({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium break-words text-slate-900">{value}</dd>
    </div>
  );
}
