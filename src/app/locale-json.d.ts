/** `locales/<lang>.json?part=<name>` (scripts/locale-part-loader.cjs). */
declare module '*.json?part=core' {
  const messages: Record<string, string>;
  export default messages;
}

declare module '*.json?part=login' {
  const messages: Record<string, string>;
  export default messages;
}

declare module '*.json?part=guest' {
  const messages: Record<string, string>;
  export default messages;
}

declare module '*.json?part=member' {
  const messages: Record<string, string>;
  export default messages;
}

declare module '*.json?part=spin' {
  const messages: Record<string, string>;
  export default messages;
}

declare module '*.json?part=rest' {
  const messages: Record<string, string>;
  export default messages;
}

declare module '*.json?part=deposit' {
  const messages: Record<string, string>;
  export default messages;
}

declare module '*.json?part=transfer' {
  const messages: Record<string, string>;
  export default messages;
}

declare module '*.json?part=chat' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=passkey' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=stepUp' {
  const messages: Record<string, string>;
  export default messages;
}

declare module '*.json?part=rewards' {
  const messages: Record<string, string>;
  export default messages;
}
