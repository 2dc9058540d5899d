/* CRC-32 (the IEEE 802.3 polynomial, reflected: 0xEDB88320) four bits at a time, from a
 * 16-entry table: the function examples/crc32.s holds, as
 *     gcc -m32 -O2 -march=pentium -S examples/crc32.c -o examples/crc32.s
 * wrote it (GCC 12.2). Time one call on the Pentium, 256 bytes from the DATA area:
 *     workbench time examples/crc32.s --core p5 --function crc32_nibble --args DATA,256
 * The result is the CRC of 256 zero bytes (the data area starts zeroed): 0x0d968558, as
 * zlib.crc32(bytes(256)) gives. No header is included, so no 32-bit C library is needed to
 * compile it; Debian's GCC makes position-independent code by default (the get_pc_thunk call). */
static const unsigned int nibble_table[16] = {
    0x00000000, 0x1db71064, 0x3b6e20c8, 0x26d930ac, 0x76dc4190, 0x6b6b51f4, 0x4db26158, 0x5005713c,
    0xedb88320, 0xf00f9344, 0xd6d6a3e8, 0xcb61b38c, 0x9b64c2b0, 0x86d3d2d4, 0xa00ae278, 0xbdbdf21c,
};

unsigned int crc32_nibble(const unsigned char *p, unsigned int n)
{
    unsigned int crc = 0xffffffffu;
    while (n--) {
        crc ^= *p++;
        crc = (crc >> 4) ^ nibble_table[crc & 15];
        crc = (crc >> 4) ^ nibble_table[crc & 15];
    }
    return ~crc;
}
