/** Loading a chosen image and cutting the cropped square out of it in a canvas. */

/** The pixels of the natural image that the crop covers (react-easy-crop's croppedAreaPixels). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Edge of the square sent: twice the server's 256 px thumbnail, so its resize stays sharp. */
const OUTPUT_SIZE = 512;

/** Resolves when the image at `src` has decoded; rejects when it is not an image the browser can read. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image not readable'));
    image.src = src;
  });
}

/** The `area` of the image at `src`, scaled into a square JPEG on white (transparency flattened). */
export async function cropToSquare(src: string, area: PixelArea): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = OUTPUT_SIZE;
  canvas.height = OUTPUT_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, OUTPUT_SIZE, OUTPUT_SIZE);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, OUTPUT_SIZE, OUTPUT_SIZE);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no blob'))), 'image/jpeg', 0.9);
  });
}
