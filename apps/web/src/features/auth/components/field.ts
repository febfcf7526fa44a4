import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';

/** react-hook-form's register() adapted to a MUI TextField (the ref goes to the <input>). */
export function fieldProps<T extends FieldValues>(
  register: UseFormRegister<T>,
  name: Path<T>,
  options?: Parameters<UseFormRegister<T>>[1],
) {
  const { ref, ...rest } = register(name, options);
  return { ...rest, inputRef: ref };
}
