import { describe, expect, it } from 'vitest';
import { limitedAddress } from './per-address.ts';

describe('limitedAddress', () => {
  it('keeps an IPv4 address, also one written as IPv6', () => {
    expect(limitedAddress('10.1.2.3')).toBe('10.1.2.3');
    expect(limitedAddress('::ffff:10.1.2.3')).toBe('10.1.2.3');
  });

  it('counts an IPv6 address by its /64 network, however it is written', () => {
    const network = '2001:db8:0:12::/64';
    for (const ip of ['2001:db8:0:12::1', '2001:0db8:0000:0012:ffff:1:2:3', '2001:DB8:0:12:0:0:0:9'])
      expect(limitedAddress(ip), ip).toBe(network);
    expect(limitedAddress('2001:db8::12:0:0:0:1')).toBe('2001:db8:0:12::/64');
    expect(limitedAddress('2001::2:3:4:5:6:7')).toBe('2001:0:2:3::/64');
    expect(limitedAddress('2001:db8:0:13::1')).not.toBe(network);
    expect(limitedAddress('::1')).toBe('0:0:0:0::/64');
    expect(limitedAddress('64:ff9b::1.2.3.4')).toBe('64:ff9b:0:0::/64');
  });
});
