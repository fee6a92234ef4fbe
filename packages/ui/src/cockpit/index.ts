// Deliberately NOT a shared module (see packages/build-config/mf-shared.js): these building blocks import antd
// and react-router, which every app bundles and tree-shakes on its own. Each app that imports this subpath gets
// its own copy bound to its own antd (theme tokens from its ConfigProvider) and its own router context.
export { CockpitRoot } from './cockpit-root';
export { Panel, Fields } from './panel';
export { TextInput, TextArea } from './text-input';
export { NativeSelect } from './native-select';
