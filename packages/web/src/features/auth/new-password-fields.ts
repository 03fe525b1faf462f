/**
 * The new password and its repeat, as sign-up, the reset page and the invitation page ask for them. Changing or
 * leaving either field re-checks the other once that one was touched, so "Şifreler uyuşmuyor." leaves both
 * fields as soon as they match, whichever was typed last.
 */
import type { ChangeEvent, FocusEvent } from 'react';
import type { ChangeHandler, FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { muiRegister } from '../../components/form-field.ts';

type PairName = 'password' | 'passwordReply';
type PasswordPairForm = FieldValues & { password: string; passwordReply: string };

/** Props for the two PasswordFields (label and layout stay the page's); `reserve`: the helper line kept empty. */
export function newPasswordFields<T extends PasswordPairForm>(
  form: Pick<UseFormReturn<T>, 'register' | 'getFieldState' | 'getValues' | 'trigger' | 'formState'>,
  reserve?: string,
) {
  const field = muiRegister(form.register);
  const recheck = (other: PairName) => () => {
    const name = other as Path<T>;
    const state = form.getFieldState(name);
    if (form.getValues(name) && (state.isTouched || state.error)) void form.trigger(name);
  };
  const alsoChecking =
    (handler: ChangeHandler, other: PairName) =>
    (
      e:
        | ChangeEvent<HTMLInputElement | HTMLTextAreaElement>
        | FocusEvent<HTMLInputElement | HTMLTextAreaElement>,
    ) => {
      void handler(e).then(recheck(other));
    };
  const props = (name: PairName, other: PairName) => {
    const registration = field(name as Path<T>);
    const message = (form.formState.errors[name] as FieldError | undefined)?.message;
    return {
      ...registration,
      onChange: alsoChecking(registration.onChange, other),
      onBlur: alsoChecking(registration.onBlur, other),
      id: name,
      autoComplete: 'new-password',
      required: true,
      error: Boolean(message),
      helperText: message ?? reserve,
    };
  };
  return { password: props('password', 'passwordReply'), passwordReply: props('passwordReply', 'password') };
}
