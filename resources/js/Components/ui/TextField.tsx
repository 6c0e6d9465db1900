import InputError from './InputError';
import InputLabel from './InputLabel';
import TextInput, { type TextInputProps } from './TextInput';

export interface TextFieldProps extends TextInputProps {
    id: string;
    label: string;
}

/** A labelled text input with its field error underneath; the input is named after its id. */
export default function TextField({ id, label, error, name, ...props }: TextFieldProps) {
    return (
        <div>
            <InputLabel htmlFor={id} value={label} />
            <TextInput {...props} id={id} name={name ?? id} className="mt-1" error={error} />
            <InputError forId={id} message={error} className="mt-2" />
        </div>
    );
}
