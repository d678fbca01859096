import type { MouseEvent } from 'react';

/**
 * For a form's submit button: pressing it does not take focus from the field being typed in. Otherwise the
 * field's blur check shows its error first, the error pushes the button down, and the release lands
 * beside it, so the click that should have submitted the form is lost. Submit still validates everything.
 */
export function keepFocus(e: MouseEvent) {
  e.preventDefault();
}
