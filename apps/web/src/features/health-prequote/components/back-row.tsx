import { BackButton } from '../../../shared/ui/step-card.tsx';

/**
 * Back, under a pre-quote step's title (member choice, dates of birth). -ml-2: the button's padding widens its tap
 * target, and its text stays in line with the title.
 */
export function BackRow({ onBack }: { onBack: () => void }) {
  return (
    <div className="-ml-2 mt-2">
      <BackButton onClick={onBack} />
    </div>
  );
}
