import { useLocation, useNavigate } from 'react-router';

/**
 * A plan page's Go Back: to the list as it was left when opened from it (history keeps its sort and scroll), else to
 * its list's address, else to the vertical's start.
 */
export function useBackToList(listPath: string | null, startPath: string): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  return () => {
    const fromList = (location.state as { fromList?: boolean } | null)?.fromList === true;
    if (fromList && location.key !== 'default') void navigate(-1);
    else void navigate(listPath ?? startPath);
  };
}
