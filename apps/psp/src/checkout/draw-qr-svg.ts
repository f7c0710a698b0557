import QRCode from 'qrcode';

/**
 * The BR Code as an inline SVG QR code, error correction M as the PIX manual recommends. No quiet
 * zone of its own: the page's white frame around it is the quiet zone.
 */
export async function drawQrSvg(text: string): Promise<string> {
  return QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 0,
    color: { dark: '#0b1220', light: '#ffffff' },
  });
}
