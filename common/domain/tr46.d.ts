// Types for tr46 6 (UTS #46 processing); the package ships none.
declare module 'tr46' {
  interface Options {
    checkBidi?: boolean;
    checkHyphens?: boolean;
    checkJoiners?: boolean;
    ignoreInvalidPunycode?: boolean;
    transitionalProcessing?: boolean;
    useSTD3ASCIIRules?: boolean;
    verifyDNSLength?: boolean;
  }
  export function toASCII(domainName: string, options?: Options): string | null;
  export function toUnicode(domainName: string, options?: Options): { domain: string; error: boolean };
}
