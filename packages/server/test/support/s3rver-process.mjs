// s3rver in a process of its own (s3-server.ts starts it), so its work never shows in the app's event loop:
// prints its port, and ends when the test process's pipe to it closes, however that process ends.
import S3rver from 's3rver';

const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: process.argv[2] });
const { port } = await server.run();
process.stdout.write(`${port}\n`);
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
