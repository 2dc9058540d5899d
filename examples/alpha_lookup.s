# Four S-box lookups on the Alpha, as Biham's 64-bit DES does them: extbl takes an index byte,
# s8addq scales it by 8 and adds the table base, ldq loads the entry, xor collects it.
# GNU as syntax; $1 holds the index bytes, $20 the table base, $4 collects the entries.
#   workbench time examples/alpha_lookup.s --core ev5
	extbl	$1,0,$2
	s8addq	$2,$20,$2
	ldq	$3,0($2)
	xor	$4,$3,$4
	extbl	$1,1,$5
	s8addq	$5,$20,$5
	ldq	$6,0($5)
	xor	$4,$6,$4
	extbl	$1,2,$7
	s8addq	$7,$20,$7
	ldq	$8,0($7)
	xor	$4,$8,$4
	extbl	$1,3,$22
	s8addq	$22,$20,$22
	ldq	$23,0($22)
	xor	$4,$23,$4
