	.file	"des_karn_c.c"
	.intel_syntax noprefix
	.text
	.globl	des
	.type	des, @function
des:
	push	ebp
	push	edi
	push	esi
	push	ebx
	sub	esp, 4
	mov	ecx, DWORD PTR [esp+24]
	mov	ebx, DWORD PTR [esp+28]
	xor	eax, eax
	mov	al, BYTE PTR [ebx]
	sal	eax, 24
	xor	edx, edx
	mov	dl, BYTE PTR [ebx+1]
	sal	edx, 16
	or	eax, edx
	xor	edx, edx
	mov	dl, BYTE PTR [ebx+3]
	or	eax, edx
	xor	edx, edx
	mov	dl, BYTE PTR [ebx+2]
	sal	edx, 8
	or	eax, edx
	movzx	esi, BYTE PTR [ebx+4]
	and	esi, 255
	sal	esi, 24
	xor	edx, edx
	mov	dl, BYTE PTR [ebx+5]
	sal	edx, 16
	or	esi, edx
	xor	edx, edx
	mov	dl, BYTE PTR [ebx+7]
	or	esi, edx
	xor	edx, edx
	mov	dl, BYTE PTR [ebx+6]
	sal	edx, 8
	or	esi, edx
	mov	edx, eax
	shr	edx, 4
	xor	edx, esi
	and	edx, 252645135
	xor	esi, edx
	sal	edx, 4
	xor	edx, eax
	mov	eax, edx
	shr	eax, 16
	xor	eax, esi
	and	eax, 65535
	xor	esi, eax
	sal	eax, 16
	xor	eax, edx
	mov	edx, esi
	shr	edx, 2
	xor	edx, eax
	and	edx, 858993459
	xor	eax, edx
	sal	edx, 2
	xor	edx, esi
	mov	esi, edx
	shr	esi, 8
	xor	esi, eax
	and	esi, 16711935
	xor	eax, esi
	sal	esi, 8
	xor	esi, edx
	rol	esi, 1
	mov	edx, eax
	xor	edx, esi
	and	edx, -1431655766
	xor	eax, edx
	xor	esi, edx
	mov	edi, esi
	ror	edi, 4
	xor	edi, DWORD PTR [ecx]
	mov	ebp, esi
	xor	ebp, DWORD PTR [ecx+4]
	mov	edx, ebp
	and	edx, 63
	mov	DWORD PTR [esp], edx
	rol	eax, 1
	mov	edx, eax
	mov	eax, DWORD PTR [esp]
	xor	edx, DWORD PTR Spbox[1792+eax*4]
	mov	eax, edi
	and	eax, 63
	xor	edx, DWORD PTR Spbox[1536+eax*4]
	mov	eax, ebp
	shr	eax, 8
	and	eax, 63
	xor	edx, DWORD PTR Spbox[1280+eax*4]
	mov	eax, ebp
	shr	eax, 16
	and	eax, 63
	xor	edx, DWORD PTR Spbox[768+eax*4]
	shr	ebp, 24
	and	ebp, 63
	xor	edx, DWORD PTR Spbox[256+ebp*4]
	mov	eax, edi
	shr	eax, 8
	and	eax, 63
	xor	edx, DWORD PTR Spbox[1024+eax*4]
	mov	eax, edi
	shr	eax, 16
	and	eax, 63
	xor	edx, DWORD PTR Spbox[512+eax*4]
	shr	edi, 24
	and	edi, 63
	xor	edx, DWORD PTR Spbox[0+edi*4]
	mov	edi, edx
	ror	edi, 4
	xor	edi, DWORD PTR [ecx+8]
	mov	ebp, edx
	xor	ebp, DWORD PTR [ecx+12]
	mov	eax, ebp
	and	eax, 63
	xor	esi, DWORD PTR Spbox[1792+eax*4]
	mov	eax, edi
	and	eax, 63
	xor	esi, DWORD PTR Spbox[1536+eax*4]
	mov	eax, esi
	mov	esi, ebp
	shr	esi, 8
	and	esi, 63
	xor	eax, DWORD PTR Spbox[1280+esi*4]
	mov	esi, ebp
	shr	esi, 16
	and	esi, 63
	xor	eax, DWORD PTR Spbox[768+esi*4]
	shr	ebp, 24
	and	ebp, 63
	xor	eax, DWORD PTR Spbox[256+ebp*4]
	mov	esi, edi
	shr	esi, 8
	and	esi, 63
	xor	eax, DWORD PTR Spbox[1024+esi*4]
	mov	esi, edi
	shr	esi, 16
	and	esi, 63
	xor	eax, DWORD PTR Spbox[512+esi*4]
	shr	edi, 24
	and	edi, 63
	xor	eax, DWORD PTR Spbox[0+edi*4]
	mov	esi, eax
	ror	esi, 4
	xor	esi, DWORD PTR [ecx+16]
	mov	edi, eax
	xor	edi, DWORD PTR [ecx+20]
	mov	ebp, edi
	and	ebp, 63
	xor	edx, DWORD PTR Spbox[1792+ebp*4]
	mov	ebp, esi
	and	ebp, 63
	xor	edx, DWORD PTR Spbox[1536+ebp*4]
	mov	ebp, edi
	shr	ebp, 8
	and	ebp, 63
	xor	edx, DWORD PTR Spbox[1280+ebp*4]
	mov	ebp, edi
	shr	ebp, 16
	and	ebp, 63
	xor	edx, DWORD PTR Spbox[768+ebp*4]
	shr	edi, 24
	and	edi, 63
	xor	edx, DWORD PTR Spbox[256+edi*4]
	mov	edi, esi
	shr	edi, 8
	and	edi, 63
	xor	edx, DWORD PTR Spbox[1024+edi*4]
	mov	edi, esi
	shr	edi, 16
	and	edi, 63
	xor	edx, DWORD PTR Spbox[512+edi*4]
	shr	esi, 24
	and	esi, 63
	xor	edx, DWORD PTR Spbox[0+esi*4]
	mov	esi, edx
	ror	esi, 4
	xor	esi, DWORD PTR [ecx+24]
	mov	edi, edx
	xor	edi, DWORD PTR [ecx+28]
	mov	ebp, edi
	and	ebp, 63
	xor	eax, DWORD PTR Spbox[1792+ebp*4]
	mov	ebp, esi
	and	ebp, 63
	xor	eax, DWORD PTR Spbox[1536+ebp*4]
	mov	ebp, edi
	shr	ebp, 8
	and	ebp, 63
	xor	eax, DWORD PTR Spbox[1280+ebp*4]
	mov	ebp, edi
	shr	ebp, 16
	and	ebp, 63
	xor	eax, DWORD PTR Spbox[768+ebp*4]
	shr	edi, 24
	and	edi, 63
	xor	eax, DWORD PTR Spbox[256+edi*4]
	mov	edi, esi
	shr	edi, 8
	and	edi, 63
	xor	eax, DWORD PTR Spbox[1024+edi*4]
	mov	edi, esi
	shr	edi, 16
	and	edi, 63
	xor	eax, DWORD PTR Spbox[512+edi*4]
	shr	esi, 24
	and	esi, 63
	xor	eax, DWORD PTR Spbox[0+esi*4]
	mov	esi, eax
	ror	esi, 4
	xor	esi, DWORD PTR [ecx+32]
	mov	edi, eax
	xor	edi, DWORD PTR [ecx+36]
	mov	ebp, edi
	and	ebp, 63
	xor	edx, DWORD PTR Spbox[1792+ebp*4]
	mov	ebp, esi
	and	ebp, 63
	xor	edx, DWORD PTR Spbox[1536+ebp*4]
	mov	ebp, edi
	shr	ebp, 8
	and	ebp, 63
	xor	edx, DWORD PTR Spbox[1280+ebp*4]
	mov	ebp, edi
	shr	ebp, 16
	and	ebp, 63
	xor	edx, DWORD PTR Spbox[768+ebp*4]
	shr	edi, 24
	and	edi, 63
	xor	edx, DWORD PTR Spbox[256+edi*4]
	mov	edi, esi
	shr	edi, 8
	and	edi, 63
	xor	edx, DWORD PTR Spbox[1024+edi*4]
	mov	edi, esi
	shr	edi, 16
	and	edi, 63
	xor	edx, DWORD PTR Spbox[512+edi*4]
	shr	esi, 24
	and	esi, 63
	xor	edx, DWORD PTR Spbox[0+esi*4]
	mov	esi, edx
	ror	esi, 4
	xor	esi, DWORD PTR [ecx+40]
	mov	edi, edx
	xor	edi, DWORD PTR [ecx+44]
	mov	ebp, edi
	and	ebp, 63
	xor	eax, DWORD PTR Spbox[1792+ebp*4]
	mov	ebp, esi
	and	ebp, 63
	xor	eax, DWORD PTR Spbox[1536+ebp*4]
	mov	ebp, edi
	shr	ebp, 8
	and	ebp, 63
	xor	eax, DWORD PTR Spbox[1280+ebp*4]
	mov	ebp, edi
	shr	ebp, 16
	and	ebp, 63
	xor	eax, DWORD PTR Spbox[768+ebp*4]
	shr	edi, 24
	and	edi, 63
	xor	eax, DWORD PTR Spbox[256+edi*4]
	mov	edi, esi
	shr	edi, 8
	and	edi, 63
	xor	eax, DWORD PTR Spbox[1024+edi*4]
	mov	edi, esi
	shr	edi, 16
	and	edi, 63
	xor	eax, DWORD PTR Spbox[512+edi*4]
	shr	esi, 24
	and	esi, 63
	xor	eax, DWORD PTR Spbox[0+esi*4]
	mov	esi, eax
	ror	esi, 4
	xor	esi, DWORD PTR [ecx+48]
	mov	edi, eax
	xor	edi, DWORD PTR [ecx+52]
	mov	ebp, edi
	and	ebp, 63
	xor	edx, DWORD PTR Spbox[1792+ebp*4]
	mov	ebp, esi
	and	ebp, 63
	xor	edx, DWORD PTR Spbox[1536+ebp*4]
	mov	ebp, edi
	shr	ebp, 8
	and	ebp, 63
	xor	edx, DWORD PTR Spbox[1280+ebp*4]
	mov	ebp, edi
	shr	ebp, 16
	and	ebp, 63
	xor	edx, DWORD PTR Spbox[768+ebp*4]
	shr	edi, 24
	and	edi, 63
	xor	edx, DWORD PTR Spbox[256+edi*4]
	mov	edi, esi
	shr	edi, 8
	and	edi, 63
	xor	edx, DWORD PTR Spbox[1024+edi*4]
	mov	edi, esi
	shr	edi, 16
	and	edi, 63
	xor	edx, DWORD PTR Spbox[512+edi*4]
	shr	esi, 24
	and	esi, 63
	xor	edx, DWORD PTR Spbox[0+esi*4]
	mov	esi, edx
	ror	esi, 4
	xor	esi, DWORD PTR [ecx+56]
	mov	edi, edx
	xor	edi, DWORD PTR [ecx+60]
	mov	ebp, edi
	and	ebp, 63
	xor	eax, DWORD PTR Spbox[1792+ebp*4]
	mov	ebp, esi
	and	ebp, 63
	xor	eax, DWORD PTR Spbox[1536+ebp*4]
	mov	ebp, edi
	shr	ebp, 8
	and	ebp, 63
	xor	eax, DWORD PTR Spbox[1280+ebp*4]
	mov	ebp, edi
	shr	ebp, 16
	and	ebp, 63
	xor	eax, DWORD PTR Spbox[768+ebp*4]
	shr	edi, 24
	and	edi, 63
	xor	eax, DWORD PTR Spbox[256+edi*4]
	mov	edi, esi
	shr	edi, 8
	and	edi, 63
	xor	eax, DWORD PTR Spbox[1024+edi*4]
	mov	edi, esi
	shr	edi, 16
	and	edi, 63
	xor	eax, DWORD PTR Spbox[512+edi*4]
	shr	esi, 24
	and	esi, 63
	xor	eax, DWORD PTR Spbox[0+esi*4]
	mov	esi, eax
	ror	esi, 4
	xor	esi, DWORD PTR [ecx+64]
	mov	edi, eax
	xor	edi, DWORD PTR [ecx+68]
	mov	ebp, edi
	and	ebp, 63
	xor	edx, DWORD PTR Spbox[1792+ebp*4]
	mov	ebp, esi
	and	ebp, 63
	xor	edx, DWORD PTR Spbox[1536+ebp*4]
	mov	ebp, edi
	shr	ebp, 8
	and	ebp, 63
	xor	edx, DWORD PTR Spbox[1280+ebp*4]
	mov	ebp, edi
	shr	ebp, 16
	and	ebp, 63
	xor	edx, DWORD PTR Spbox[768+ebp*4]
	shr	edi, 24
	and	edi, 63
	xor	edx, DWORD PTR Spbox[256+edi*4]
	mov	edi, esi
	shr	edi, 8
	and	edi, 63
	xor	edx, DWORD PTR Spbox[1024+edi*4]
	mov	edi, esi
	shr	edi, 16
	and	edi, 63
	xor	edx, DWORD PTR Spbox[512+edi*4]
	shr	esi, 24
	and	esi, 63
	xor	edx, DWORD PTR Spbox[0+esi*4]
	mov	esi, edx
	ror	esi, 4
	xor	esi, DWORD PTR [ecx+72]
	mov	edi, edx
	xor	edi, DWORD PTR [ecx+76]
	mov	ebp, edi
	and	ebp, 63
	xor	eax, DWORD PTR Spbox[1792+ebp*4]
	mov	ebp, esi
	and	ebp, 63
	xor	eax, DWORD PTR Spbox[1536+ebp*4]
	mov	ebp, edi
	shr	ebp, 8
	and	ebp, 63
	xor	eax, DWORD PTR Spbox[1280+ebp*4]
	mov	ebp, edi
	shr	ebp, 16
	and	ebp, 63
	xor	eax, DWORD PTR Spbox[768+ebp*4]
	shr	edi, 24
	and	edi, 63
	xor	eax, DWORD PTR Spbox[256+edi*4]
	mov	edi, esi
	shr	edi, 8
	and	edi, 63
	xor	eax, DWORD PTR Spbox[1024+edi*4]
	mov	edi, esi
	shr	edi, 16
	and	edi, 63
	xor	eax, DWORD PTR Spbox[512+edi*4]
	shr	esi, 24
	and	esi, 63
	xor	eax, DWORD PTR Spbox[0+esi*4]
	mov	esi, eax
	ror	esi, 4
	xor	esi, DWORD PTR [ecx+80]
	mov	edi, eax
	xor	edi, DWORD PTR [ecx+84]
	mov	ebp, edi
	and	ebp, 63
	xor	edx, DWORD PTR Spbox[1792+ebp*4]
	mov	ebp, esi
	and	ebp, 63
	xor	edx, DWORD PTR Spbox[1536+ebp*4]
	mov	ebp, edi
	shr	ebp, 8
	and	ebp, 63
	xor	edx, DWORD PTR Spbox[1280+ebp*4]
	mov	ebp, edi
	shr	ebp, 16
	and	ebp, 63
	xor	edx, DWORD PTR Spbox[768+ebp*4]
	shr	edi, 24
	and	edi, 63
	xor	edx, DWORD PTR Spbox[256+edi*4]
	mov	edi, esi
	shr	edi, 8
	and	edi, 63
	xor	edx, DWORD PTR Spbox[1024+edi*4]
	mov	edi, esi
	shr	edi, 16
	and	edi, 63
	xor	edx, DWORD PTR Spbox[512+edi*4]
	shr	esi, 24
	and	esi, 63
	xor	edx, DWORD PTR Spbox[0+esi*4]
	mov	esi, edx
	ror	esi, 4
	xor	esi, DWORD PTR [ecx+88]
	mov	edi, edx
	xor	edi, DWORD PTR [ecx+92]
	mov	ebp, edi
	and	ebp, 63
	xor	eax, DWORD PTR Spbox[1792+ebp*4]
	mov	ebp, esi
	and	ebp, 63
	xor	eax, DWORD PTR Spbox[1536+ebp*4]
	mov	ebp, edi
	shr	ebp, 8
	and	ebp, 63
	xor	eax, DWORD PTR Spbox[1280+ebp*4]
	mov	ebp, edi
	shr	ebp, 16
	and	ebp, 63
	xor	eax, DWORD PTR Spbox[768+ebp*4]
	shr	edi, 24
	and	edi, 63
	xor	eax, DWORD PTR Spbox[256+edi*4]
	mov	edi, esi
	shr	edi, 8
	and	edi, 63
	xor	eax, DWORD PTR Spbox[1024+edi*4]
	mov	edi, esi
	shr	edi, 16
	and	edi, 63
	xor	eax, DWORD PTR Spbox[512+edi*4]
	shr	esi, 24
	and	esi, 63
	xor	eax, DWORD PTR Spbox[0+esi*4]
	mov	esi, eax
	ror	esi, 4
	xor	esi, DWORD PTR [ecx+96]
	mov	edi, eax
	xor	edi, DWORD PTR [ecx+100]
	mov	ebp, edi
	and	ebp, 63
	xor	edx, DWORD PTR Spbox[1792+ebp*4]
	mov	ebp, esi
	and	ebp, 63
	xor	edx, DWORD PTR Spbox[1536+ebp*4]
	mov	ebp, edi
	shr	ebp, 8
	and	ebp, 63
	xor	edx, DWORD PTR Spbox[1280+ebp*4]
	mov	ebp, edi
	shr	ebp, 16
	and	ebp, 63
	xor	edx, DWORD PTR Spbox[768+ebp*4]
	shr	edi, 24
	and	edi, 63
	xor	edx, DWORD PTR Spbox[256+edi*4]
	mov	edi, esi
	shr	edi, 8
	and	edi, 63
	xor	edx, DWORD PTR Spbox[1024+edi*4]
	mov	edi, esi
	shr	edi, 16
	and	edi, 63
	xor	edx, DWORD PTR Spbox[512+edi*4]
	shr	esi, 24
	and	esi, 63
	xor	edx, DWORD PTR Spbox[0+esi*4]
	mov	esi, edx
	ror	esi, 4
	xor	esi, DWORD PTR [ecx+104]
	mov	edi, edx
	xor	edi, DWORD PTR [ecx+108]
	mov	ebp, edi
	and	ebp, 63
	xor	eax, DWORD PTR Spbox[1792+ebp*4]
	mov	ebp, esi
	and	ebp, 63
	xor	eax, DWORD PTR Spbox[1536+ebp*4]
	mov	ebp, edi
	shr	ebp, 8
	and	ebp, 63
	xor	eax, DWORD PTR Spbox[1280+ebp*4]
	mov	ebp, edi
	shr	ebp, 16
	and	ebp, 63
	xor	eax, DWORD PTR Spbox[768+ebp*4]
	shr	edi, 24
	and	edi, 63
	xor	eax, DWORD PTR Spbox[256+edi*4]
	mov	edi, esi
	shr	edi, 8
	and	edi, 63
	xor	eax, DWORD PTR Spbox[1024+edi*4]
	mov	edi, esi
	shr	edi, 16
	and	edi, 63
	xor	eax, DWORD PTR Spbox[512+edi*4]
	shr	esi, 24
	and	esi, 63
	xor	eax, DWORD PTR Spbox[0+esi*4]
	mov	esi, eax
	ror	esi, 4
	xor	esi, DWORD PTR [ecx+112]
	mov	edi, eax
	xor	edi, DWORD PTR [ecx+116]
	mov	ebp, edi
	and	ebp, 63
	xor	edx, DWORD PTR Spbox[1792+ebp*4]
	mov	ebp, esi
	and	ebp, 63
	xor	edx, DWORD PTR Spbox[1536+ebp*4]
	mov	ebp, edi
	shr	ebp, 8
	and	ebp, 63
	xor	edx, DWORD PTR Spbox[1280+ebp*4]
	mov	ebp, edi
	shr	ebp, 16
	and	ebp, 63
	xor	edx, DWORD PTR Spbox[768+ebp*4]
	shr	edi, 24
	and	edi, 63
	xor	edx, DWORD PTR Spbox[256+edi*4]
	mov	edi, esi
	shr	edi, 8
	and	edi, 63
	xor	edx, DWORD PTR Spbox[1024+edi*4]
	mov	edi, esi
	shr	edi, 16
	and	edi, 63
	xor	edx, DWORD PTR Spbox[512+edi*4]
	shr	esi, 24
	and	esi, 63
	xor	edx, DWORD PTR Spbox[0+esi*4]
	mov	esi, edx
	ror	esi, 4
	xor	esi, DWORD PTR [ecx+120]
	mov	edi, edx
	xor	edi, DWORD PTR [ecx+124]
	mov	ecx, edi
	and	edi, 63
	xor	eax, DWORD PTR Spbox[1792+edi*4]
	mov	edi, esi
	and	edi, 63
	xor	eax, DWORD PTR Spbox[1536+edi*4]
	mov	edi, ecx
	shr	edi, 8
	and	edi, 63
	xor	eax, DWORD PTR Spbox[1280+edi*4]
	mov	edi, ecx
	shr	edi, 16
	and	edi, 63
	xor	eax, DWORD PTR Spbox[768+edi*4]
	shr	ecx, 24
	and	ecx, 63
	xor	eax, DWORD PTR Spbox[256+ecx*4]
	mov	ecx, esi
	shr	ecx, 8
	and	ecx, 63
	xor	eax, DWORD PTR Spbox[1024+ecx*4]
	mov	ecx, esi
	shr	ecx, 16
	and	ecx, 63
	xor	eax, DWORD PTR Spbox[512+ecx*4]
	shr	esi, 24
	and	esi, 63
	xor	eax, DWORD PTR Spbox[0+esi*4]
	ror	eax, 1
	mov	ecx, edx
	xor	ecx, eax
	and	ecx, -1431655766
	xor	edx, ecx
	xor	eax, ecx
	ror	edx, 1
	mov	ecx, edx
	shr	ecx, 8
	xor	ecx, eax
	and	ecx, 16711935
	xor	eax, ecx
	sal	ecx, 8
	xor	ecx, edx
	mov	edx, ecx
	shr	edx, 2
	xor	edx, eax
	and	edx, 858993459
	xor	eax, edx
	sal	edx, 2
	xor	edx, ecx
	mov	ecx, eax
	shr	ecx, 16
	xor	ecx, edx
	and	ecx, 65535
	xor	edx, ecx
	sal	ecx, 16
	xor	ecx, eax
	mov	eax, ecx
	shr	eax, 4
	xor	eax, edx
	and	eax, 252645135
	xor	edx, eax
	sal	eax, 4
	xor	eax, ecx
	mov	ecx, eax
	shr	ecx, 24
	mov	BYTE PTR [ebx], cl
	mov	ecx, eax
	shr	ecx, 16
	mov	BYTE PTR [ebx+1], cl
	mov	BYTE PTR [ebx+2], ah
	mov	BYTE PTR [ebx+3], al
	mov	eax, edx
	shr	eax, 24
	mov	BYTE PTR [ebx+4], al
	mov	eax, edx
	shr	eax, 16
	mov	BYTE PTR [ebx+5], al
	mov	BYTE PTR [ebx+6], dh
	mov	BYTE PTR [ebx+7], dl
	add	esp, 4
	pop	ebx
	pop	esi
	pop	edi
	pop	ebp
	ret
	.size	des, .-des
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
