/** Who runs the casino, shown in every footer (PRODUCT.md §3.10). */
export interface OperatorIdentity {
  readonly company: string;
  readonly registration: string;
  readonly licence: string;
  readonly supportEmail: string;
  readonly ombudsmanContact: string;
  /** True while these are placeholders; a release check can refuse to ship them. */
  readonly isExample: boolean;
}

/** EXAMPLE VALUES ONLY: the operator's real identity is configuration, set before launch. */
export const exampleOperatorIdentity: OperatorIdentity = {
  company: 'Example Gaming Operator Ltd. (example, configure before launch)',
  registration: 'EXAMPLE-REGISTRATION-0000',
  licence: 'EXAMPLE-LICENCE-0000',
  supportEmail: 'support@example.com',
  ombudsmanContact: 'ombudsman@example.com',
  isExample: true,
};
