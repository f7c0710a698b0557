/** Every word the checkout page shows, per language. `{seconds}` marks where a number goes. */
export interface CheckoutCopy {
  pageTitle: string;
  secureCheckout: string;
  sandboxBadge: string;
  sandboxNotice: string;
  payTo: string;
  /** The merchant paid, in the page's language, unless PSP_MERCHANT_NAME names it. */
  payee: string;
  order: string;
  expiresIn: string;
  copy: string;
  copied: string;
  payError: string;
  pix: {
    title: string;
    steps: readonly [string, string, string];
    qrLabel: string;
    codeLabel: string;
    payNow: string;
  };
  ewallet: {
    title: string;
    chooseWallet: string;
    mobileLabel: string;
    mobileHint: string;
    mobileInvalid: string;
    walletMissing: string;
    pay: string;
  };
  spei: {
    title: string;
    instructions: string;
    clabe: string;
    beneficiary: string;
    amount: string;
    reference: string;
    transferred: string;
  };
  processing: { title: string; detail: string };
  paid: { title: string; detail: string; redirect: string };
  expired: { title: string; detail: string };
  back: string;
  notFound: { title: string; detail: string };
  footer: string;
}

export const english: CheckoutCopy = {
  pageTitle: 'Payment',
  secureCheckout: 'Secure checkout',
  sandboxBadge: 'Sandbox',
  sandboxNotice: 'Sandbox: no real money moves.',
  payTo: 'Pay to',
  payee: 'SORTE PAYMENTS',
  order: 'Order',
  expiresIn: 'Expires in',
  copy: 'Copy',
  copied: 'Copied!',
  payError: 'The payment could not be completed. Please try again.',
  pix: {
    title: 'Pay with PIX',
    steps: [
      "Open your bank's app and choose PIX.",
      'Scan the QR code or paste the code below.',
      'Check the amount and the payee, then confirm.',
    ],
    qrLabel: 'PIX QR code',
    codeLabel: 'PIX copy-and-paste code',
    payNow: 'Pay now (sandbox)',
  },
  ewallet: {
    title: 'Pay with an e-wallet',
    chooseWallet: 'Choose your wallet',
    mobileLabel: 'Mobile number',
    mobileHint: '09XXXXXXXXX',
    mobileInvalid: 'Enter an 11-digit mobile number starting with 09.',
    walletMissing: 'Choose a wallet.',
    pay: 'Pay (sandbox)',
  },
  spei: {
    title: 'SPEI transfer',
    instructions:
      "In your bank's app, transfer the exact amount to this CLABE and quote the reference.",
    clabe: 'CLABE',
    beneficiary: 'Beneficiary',
    amount: 'Exact amount',
    reference: 'Reference',
    transferred: 'I have transferred (sandbox)',
  },
  processing: {
    title: 'Confirming your payment…',
    detail: 'This takes a few moments. Please keep this page open.',
  },
  paid: {
    title: 'Payment received',
    detail: 'Your payment is confirmed. Your balance updates in the casino in a moment.',
    redirect: 'Returning to the casino in {seconds} s…',
  },
  expired: {
    title: 'Payment expired',
    detail: 'This payment can no longer be made. Go back to the casino and start a new deposit.',
  },
  back: 'Back to the casino',
  notFound: {
    title: 'Payment not found',
    detail: 'This payment link does not exist. Go back to the casino and try again.',
  },
  footer: 'Sandbox payment provider',
};
