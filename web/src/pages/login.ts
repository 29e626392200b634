/** Register or log in: a name and a password, answered with the token pair the session keeps. */
import { api, keepSession, problemText } from '../api.js';
import { h } from '../dom.js';
import { navigate } from '../router.js';

/** The login page; once logged in, on to `returnTo` (the page a mail's link opened, say), or the lobby. */
export function loginPage(root: HTMLElement, returnTo = '/play'): void {
  const name = h('input', { name: 'name', autocomplete: 'username', required: true, minlength: 1 });
  const password = h('input', { name: 'password', type: 'password', autocomplete: 'current-password', required: true, minlength: 8 });
  const message = h('p', { class: 'error', role: 'alert' });
  const submit = async (register: boolean) => {
    const body = { name: name.value.trim(), password: password.value };
    const { data, error } = register ? await api.POST('/accounts', { body }) : await api.POST('/auth/login', { body });
    if (!data) {
      message.textContent = problemText(error);
      return;
    }
    keepSession(data);
    navigate(returnTo);
  };
  const form = h(
    'form',
    { class: 'card login', onsubmit: (e: Event) => (e.preventDefault(), void submit(false)) },
    h('h1', {}, 'Sortie'),
    h('p', {}, 'Play-by-web board wargames with hidden information. Log in, or register a new account with a name and a password of 8 characters or more (a name is 3 to 32 letters, digits, dots, dashes or underscores).'),
    h('label', { class: 'field' }, h('span', {}, 'Name'), name),
    h('label', { class: 'field' }, h('span', {}, 'Password'), password),
    h('div', { class: 'buttons' }, h('button', { type: 'submit', id: 'log-in' }, 'Log in'), h('button', { type: 'button', id: 'register', onclick: () => void submit(true) }, 'Register')),
    message,
  );
  root.replaceChildren(form);
}
