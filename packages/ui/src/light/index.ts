// The light form kit's fields (plain HTML styled by the shell's `.field*` CSS, no antd: ADR 0004), for the public
// pages that must stay small. Not a Module Federation singleton: stateless, bundled by the apps that use it.
export { TextField } from './text-field';
export { TextAreaField } from './text-area-field';
export { FormAlert } from './form-alert';
