/**
 * Asking before an option the ruleset cautions about (a prompt's
 * `cautions`: a landing that crashes the unit, the offer to end the game)
 * is sent: a modal <dialog> with the ruleset's words and the option's, and
 * two buttons. The answer is a promise; Escape or "Don't" is a no.
 */
import { h } from './dom.js';

/** Asks whether to go on with `option`, saying `caution`; answers true for "Do it". */
export function confirmCaution(caution: string, option: string): Promise<boolean> {
  const dialog = h(
    'dialog',
    { class: 'caution-dialog', id: 'caution-dialog', 'aria-labelledby': 'caution-title' },
    h('form', { method: 'dialog' }, h('h2', { id: 'caution-title' }, 'Are you sure?'), h('p', {}, caution), h('p', {}, h('strong', {}, option)), h('div', { class: 'buttons' }, h('button', { value: 'yes', id: 'caution-yes' }, 'Do it'), h('button', { value: 'no', id: 'caution-no', autofocus: true }, "Don't"))),
  );
  document.body.append(dialog);
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => {
      resolve(dialog.returnValue === 'yes');
      dialog.remove();
    });
    dialog.showModal();
  });
}
