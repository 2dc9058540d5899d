; Two S-box lookups on PA-RISC 2.0, as Corella's DES does them: extrd,u takes a 12-bit index
; out of a 64-bit word, ldd,s scales it by 8 and loads the entry, xor collects it.
; GNU as syntax (wide mode); %r5 holds the indices, %r20 the table base, %r8 collects.
;   workbench time examples/parisc_lookup.s --core pa8600
	extrd,u	%r5,63,12,%r6
	ldd,s	%r6(%r20),%r7
	xor	%r7,%r8,%r8
	extrd,u	%r5,51,12,%r9
	ldd,s	%r9(%r20),%r10
	xor	%r10,%r8,%r8
