import json, ast
P1="What is 27 + 58?"; P2="Solve step by step: 27 + 58."
SC='Classifique o sentimento como POSITIVO ou NEGATIVO.\nResponda APENAS com POSITIVO ou NEGATIVO.\n\nTexto: "O atendimento foi ótimo, mas o produto quebrou no dia seguinte."\nSentimento:'
task="Classifique o sentimento como POSITIVO ou NEGATIVO."
LOOSE=f'{task}\n"Este filme foi um desperdício de tempo." ->'
STRICT=f'{task}\n\nResponda com UMA ÚNICA palavra: POSITIVO ou NEGATIVO.\nNão explique. Não escreva mais nada.\n\nTexto: "Este filme foi um desperdício de tempo."\nSentimento:'
r={}
r["cot21 P1s1"]=dict(prompt=P1,text="\n\nTo solve this, we can simply add the numbers together and find the difference between the sum and the product of the two numbers.\n\n27 + 58 = 114",T=.7,p=.9)
r["cot21 P1s2"]=dict(prompt=P1,text="\n\nTo solve this, we can first find the sum of 27 and 58, which is 27 + 58 = 125.\n\nThis is",T=.7,p=.9)
r["cot21 P2s1"]=dict(prompt=P2,text="\n\nSo, the answer is 19.",T=.7,p=.9)
r["cot21 P2s2"]=dict(prompt=P2,text="5 + 27.5 = 94.5.\n\nThe original number 15 is a perfect square, and it's not possible to make it 94.5 without changing its value.",T=.7,p=.9)
r["cot22 P2 k0"]=dict(prompt=P2,text='11 = 11.11, which is the same as 11.11.\n\nIn the context of calculus, this is known as a "linear equation" or simply a "linear equation." In other areas of mathematics, such as algebra, it is called a "linear equation" or a "matrix equation."',T=.7,p=.9,k=0)
r["cot22 P2 k50"]=dict(r["cot22 P2 k0"],k=50)
r["cot23 P2 greedy as T.7"]=dict(prompt=P2,text="5 = 104.5.\n\nThe answer is: 104.5",T=.7,p=.9)
r["cot24 P2"]=dict(prompt=P2,text="1 = 27 + 58.1 = 85.12, which is the exact answer.",T=.7,p=.9)
tpl21=[' NEGATIVO\n\nText', ' "NEGATIVO"\n', ' "NEGATIVO"\n', ' No sentimento que o dia será', ' "PROSPETA"\n\n', ' NEGATIVE\n\nTexto:', ' "NEGATIVO" (', ' "Como tambéi que', ' NEGATIVO\n\nText', ' Positivo! O atendiment']
tpl22=[' "BORGEMBA"\n',' NEGATIVO.\nText',' POSSIBILIDADO que',' Positivo (NEGATIV',' ESPAÇOES de POS',' Existente\n\nNumerico',' "Eu fui muito',' NEGATIVO, exprim',' NEGATIVO, VER',' NO NOOBDO!\n\n']
tpl23=[' Exemplo desafío des',' "Oculto"\nE des',' NEGATIVO\n\nText',' "NEGATIVO"\n',' "NEGATIVO"\n',' "NEGATIVO"\n',' SUPRESIMAL\n\nText',' Angustí.\nTexto:',' NEGATIVO\n\nE',' "Aprovado"\nNumer']
for nm,l in [("tpl21",tpl21),("tpl22",tpl22),("tpl23",tpl23)]:
    for i,s in enumerate(l,1): r[f"{nm} SC{i}"]=dict(prompt=SC,text=s,T=.9,p=.9)
r["tpl24 LOOSE as T.7"]=dict(prompt=LOOSE,text=' Este film foi um espajo de tempo.\nEste film',T=.7,p=.9)
r["tpl24 STRICT as T.7"]=dict(prompt=STRICT,text=' Exemplo de uma pess',T=.7,p=.9)
json.dump(r,open("meas/cot_tpl.json","w"),ensure_ascii=False,indent=1)
