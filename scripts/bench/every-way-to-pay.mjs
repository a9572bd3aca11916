// Test data shared by the bench (scripts/bench/private-links.mjs) and the e2e specs.

/** The agency's ways to pay with every way on (the largest pages): the bench's and the e2e specs' one set. */
export const EVERY_WAY_TO_PAY = {
  promptpay: { enabled: true, id: '0812345678' },
  bank: {
    enabled: true,
    accountName: 'Siam Hunks Co., Ltd.',
    bankName: 'Kasikornbank',
    accountNumber: '012-3-45678-9',
    swift: 'KASITHBK',
    bankAddress: '400/22 Phahon Yothin Road, Bangkok 10400',
  },
  link: { enabled: true, url: 'https://pay.example.com/r?amount={amount}&ref={reference}' },
};
