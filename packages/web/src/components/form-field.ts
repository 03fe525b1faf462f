import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';

/** react-hook-form's register, shaped for MUI TextField (inputRef instead of ref). */
export function muiRegister<F extends FieldValues>(register: UseFormRegister<F>) {
  return (name: Path<F>) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref };
  };
}
